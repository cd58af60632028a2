export {
  DiagnosticsPanel,
  type DiagnosticRow,
  type DiagnosticState,
  type DiagnosticsPanelProps,
} from '#diagnostics-panel/diagnostics-panel.tsx';
