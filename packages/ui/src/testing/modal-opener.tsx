import { useState, type ReactNode } from 'react';

/** A page button that opens a modal in stories, as the app would (its label is story copy). */
export function ModalOpener({
  label,
  initiallyOpen = false,
  onClose,
  children,
}: {
  label: string;
  initiallyOpen?: boolean;
  onClose: () => void;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <div className="p-4">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-on-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {label}
      </button>
      {children(open, () => {
        setOpen(false);
        onClose();
      })}
    </div>
  );
}
