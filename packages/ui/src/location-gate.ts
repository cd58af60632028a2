export {
  LocationGate,
  type GatePoint,
  type LocationGateProps,
} from '#location-gate/location-gate.tsx';
