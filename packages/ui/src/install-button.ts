export { InstallButton, type InstallButtonProps } from '#install-button/install-button.tsx';
