import { useCallback } from 'react';

/**
 * A thumbnail of a chosen picture, from the file itself (its object URL freed after), or of a
 * stored one by its URL. Shared by FileUpload and FileDropZone.
 */
export function ImagePreview({
  file,
  src,
  alt,
  className = 'size-16',
}: {
  /** The picture as chosen (previewed before, or while, it is uploaded). */
  file?: File;
  /** Where a stored picture is served (used when there is no `file`). */
  src?: string;
  alt: string;
  /** Its size (Tailwind classes). */
  className?: string;
}) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !file) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <img
      ref={show}
      {...(file ? {} : { src })}
      alt={alt}
      className={`${className} shrink-0 rounded-md bg-brand-50 object-cover`}
    />
  );
}
