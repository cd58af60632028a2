export {
  WalletPointsToggle,
  type WalletPointsToggleProps,
} from '#wallet-points-toggle/wallet-points-toggle.tsx';
