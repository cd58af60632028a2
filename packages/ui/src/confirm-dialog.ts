export { ConfirmDialog, type ConfirmDialogProps } from '#confirm-dialog/confirm-dialog.tsx';
