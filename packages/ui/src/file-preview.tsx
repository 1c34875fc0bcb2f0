import { useEffect, useState } from 'react';
import { CheckIcon, CloseIcon } from './icons.tsx';

/** A chosen file waiting to be confirmed (uploaded) or discarded, with its object URL. */
export type FilePreview = { file: File; url: string; isUploading: boolean };

/**
 * The preview of a chosen file: its object URL is revoked when it goes; `confirm` uploads it and
 * clears it, or keeps it on failure for another try or a discard.
 */
export function useFilePreview<P extends FilePreview>(onUpload: (file: File) => Promise<void>) {
  const [preview, setPreview] = useState<P | null>(null);

  const previewUrl = preview?.url;
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const confirm = async () => {
    if (!preview || preview.isUploading) return;
    const { file } = preview;
    setPreview((current) => current && { ...current, isUploading: true });
    try {
      await onUpload(file);
      setPreview(null);
    } catch {
      // The caller reports the error; the preview stays so it can be tried again or discarded.
      setPreview((current) => current && { ...current, isUploading: false });
    }
  };

  return { preview, setPreview, confirm, discard: () => setPreview(null) };
}

export type PreviewActionsProps = {
  labels: { confirm: string; discard: string };
  isUploading: boolean;
  disabled: boolean;
  onConfirm: () => void;
  onDiscard: () => void;
};

/** The check (upload the preview) and the cross (discard it); both wait while it uploads. */
export function PreviewActions({
  labels,
  isUploading,
  disabled,
  onConfirm,
  onDiscard,
}: PreviewActionsProps) {
  return (
    <>
      <button
        type="button"
        className="cv-icon-button cv-icon-button--confirm"
        aria-label={labels.confirm}
        title={labels.confirm}
        disabled={isUploading || disabled}
        onClick={onConfirm}
      >
        <CheckIcon />
      </button>
      <button
        type="button"
        className="cv-icon-button"
        aria-label={labels.discard}
        title={labels.discard}
        disabled={isUploading}
        onClick={onDiscard}
      >
        <CloseIcon />
      </button>
    </>
  );
}
