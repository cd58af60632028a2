export { ApiReference, type ApiReferenceProps } from '#api-reference/api-reference.tsx';
