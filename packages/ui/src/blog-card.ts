export { BlogCard, formatPostDate, postPath } from '#blog-card/blog-card.tsx';
