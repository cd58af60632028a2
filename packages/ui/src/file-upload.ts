export {
  FileUpload,
  type FileUploadProps,
  type FileUploadState,
  type UploadAttempt,
  type UploadedFile,
} from '#file-upload/file-upload.tsx';
