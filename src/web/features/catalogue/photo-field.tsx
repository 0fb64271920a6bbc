import { useId, useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { PHOTO_MAX_BYTES, photoAltSchema, type CatalogueImage } from '../../../domain/catalogue/photo-rules.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import formStyles from '../../ui/form/form.module.css';
import { uploadPhoto } from './catalogue-api.ts';
import groupStyles from './catalogue.module.css';
import styles from './photo-field.module.css';

interface Props {
  image: CatalogueImage | null;
  /** The picture the product had when the form opened (a drawn illustration, or an earlier photo). */
  previous: CatalogueImage | null;
  onImage: (image: CatalogueImage | null) => void;
  /** A sentence for the form's one status line. */
  onStatus: (text: string) => void;
}

/** The product's picture: upload a photo with its alt text; until saved, the previous picture can come back. */
export function PhotoField({ image, previous, onImage, onStatus }: Props) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ alt?: string; photo?: string }>({});
  const [busy, setBusy] = useState(false);

  const upload = async () => {
    const file = fileInput.current?.files?.[0];
    const altOk = photoAltSchema.safeParse(alt);
    const found = {
      ...(file ? {} : { photo: 'Choose a photo to upload' }),
      ...(file && file.size > PHOTO_MAX_BYTES ? { photo: `The photo is larger than ${PHOTO_MAX_BYTES >> 20} MB` } : {}),
      ...(altOk.success ? {} : { alt: altOk.error.issues[0]!.message }),
    };
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    onStatus('Uploading the photo…');
    try {
      const reply = await uploadPhoto(file, alt);
      onImage(reply.data);
      setAlt('');
      if (fileInput.current) fileInput.current.value = '';
      onStatus('Photo uploaded. Save to the draft to keep it.');
    } catch (caught) {
      const error = AppError.from(caught);
      setErrors(error.field === 'alt' ? { alt: error.message } : { photo: error.message });
      onStatus(`Photo not uploaded: ${error.message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className={groupStyles.group}>
      <legend>Photo</legend>
      {image ? (
        <figure className={styles.current}>
          <img src={image.url} alt={image.alt} width={image.width ?? 160} height={image.height ?? 120} />
          <figcaption>{image.alt}</figcaption>
        </figure>
      ) : (
        <p className={styles.none}>No picture yet.</p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={fileId} className={formStyles.label}>
          Photo file
        </label>
        <p id={`${fileId}-hint`} className={formStyles.hint}>
          JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES >> 20} MB, at least 240 pixels wide.
        </p>
        <input
          ref={fileInput}
          id={fileId}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className={styles.file}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={`${fileId}-hint ${fileId}-error`}
        />
        <p id={`${fileId}-error`} className={formStyles.error} aria-live="polite">
          {errors.photo ?? ''}
        </p>
      </div>
      <TextField
        name="photo-alt"
        label="Describe the photo (alt text)"
        hint="What a screen reader says: what is in the picture."
        value={alt}
        onValue={setAlt}
        error={errors.alt}
      />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={busy} onClick={() => void upload()}>
          Upload photo
        </Button>
        {image !== previous ? (
          <Button type="button" variant="link" onClick={() => onImage(previous)}>
            Keep the previous picture
          </Button>
        ) : null}
      </div>
    </fieldset>
  );
}
