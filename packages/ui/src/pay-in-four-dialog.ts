export { PayInFourDialog, type PayInFourDialogProps } from '#pay-in-four/pay-in-four-dialog.tsx';
