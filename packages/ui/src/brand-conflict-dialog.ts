export {
  BrandConflictDialog,
  type BrandConflictDialogProps,
} from '#brand-conflict-dialog/brand-conflict-dialog.tsx';
