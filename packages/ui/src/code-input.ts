export { CodeInput, type CodeInputProps } from '#code-input/code-input.tsx';
