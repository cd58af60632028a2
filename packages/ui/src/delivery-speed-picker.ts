export {
  DeliverySpeedPicker,
  type DeliverySpeedPickerProps,
} from '#delivery-speed-picker/delivery-speed-picker.tsx';
