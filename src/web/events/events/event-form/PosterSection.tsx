import { useTranslation } from 'react-i18next';
import { Image, Input } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import fileStyles from '../../../infrastructure/components/FileInput.module.css';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What POST /api/images takes (API.md): JPEG, PNG, WebP or GIF. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'];
/** The file picker offers these; a file chosen anyway ("All files") is checked by isImageFile. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(',');

/**
 * Whether the browser says the file is one of the accepted images: by its type, or by
 * its name's extension when the browser gives no type. The server still decides from
 * the bytes; this only keeps a text file or a PDF from being sent or previewed.
 */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type) return IMAGE_TYPES.includes(type);
  const name = file.name.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

interface PosterSectionProps {
  /** The event's image as saved (the edit form), shown until another is chosen. */
  currentImageUrl?: string | null;
  /** The image chosen and accepted, or null when none is (or it was refused). */
  onImage: (file: File | null) => void;
}

/** The event's poster: a file to upload, checked in the browser, with its preview. */
export function PosterSection({ currentImageUrl, onImage }: PosterSectionProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The image is shown once the browser has decoded it, so a broken-image box is never seen;
  // an address it could not decode is dropped (a chosen file's with MSG.imageUnreadable).
  const [loaded, setLoaded] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // Loaded before the page's code ran (a server-rendered edit form): no load event comes then.
  const seeIfLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(img.getAttribute('src'));
  }, []);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const take = (file: File | null) => {
    setImage(file);
    onImage(file);
  };

  const refuseImage = (message: string) => {
    setImageError(message);
    take(null);
    // Nothing stays chosen: the field shows no file name, and choosing the same file again is a change.
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseImage = (file: File | null) => {
    if (!file) {
      setImageError(null);
      take(null);
    } else if (!isImageFile(file)) {
      refuseImage(t('msg:chooseImageFile'));
    } else if (file.size > MAX_IMAGE_BYTES) {
      refuseImage(t('ws.form.imageTooLarge'));
    } else {
      setImageError(null);
      take(file);
    }
  };

  const onImageError = (src: string) => {
    setUnreadable(src);
    if (src === preview) refuseImage(t('msg:imageUnreadable'));
  };

  const candidate = preview ?? currentImageUrl ?? null;
  const shown = candidate && candidate !== unreadable ? candidate : null;
  return (
    <>
      {/* A native file input: every browser, keyboard and assistive technology knows it. */}
      <Input.Wrapper label={t('ws.form.image')} description={t('ws.form.imageHelp')} error={imageError} id="event-image">
        <input
          ref={fileInput}
          id="event-image"
          type="file"
          accept={IMAGE_ACCEPT}
          className={fileStyles.file}
          aria-invalid={Boolean(imageError)}
          aria-describedby={imageError ? 'event-image-error event-image-description' : 'event-image-description'}
          onChange={(e) => chooseImage(e.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
      {shown && (
        <Image
          ref={seeIfLoaded}
          src={shown}
          alt={t('ws.form.imagePreview')}
          h={180}
          w="auto"
          fit="contain"
          radius="md"
          style={loaded === shown ? undefined : { visibility: 'hidden' }}
          onLoad={() => setLoaded(shown)}
          onError={() => onImageError(shown)}
        />
      )}
    </>
  );
}
