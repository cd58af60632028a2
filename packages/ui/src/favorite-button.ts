export { FavoriteButton, type FavoriteButtonProps } from '#favorite-button/favorite-button.tsx';
