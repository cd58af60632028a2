export {
  RegionPicker,
  emptyRegionSelection,
  type RegionChoice,
  type RegionPickerProps,
  type RegionSelection,
} from '#region-picker/region-picker.tsx';
