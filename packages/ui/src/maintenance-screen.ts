export {
  MaintenanceScreen,
  type MaintenanceScreenProps,
} from '#maintenance-screen/maintenance-screen.tsx';
