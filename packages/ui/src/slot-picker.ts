export { SlotPicker, type SlotPickerProps } from '#slot-picker/slot-picker.tsx';
