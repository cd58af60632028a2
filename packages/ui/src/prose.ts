export { Prose, type ProseProps } from '#prose/prose.tsx';
