export {
  FileDropZone,
  type DropZoneItem,
  type FileDropZoneProps,
} from '#file-drop-zone/file-drop-zone.tsx';
