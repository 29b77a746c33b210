// Adds images to the product: a file input or files dropped on the zone, uploaded one after the other with a
// <progress> bar; a refusal (type, size) shows the server's sentence.
import { type DragEvent, useState } from 'react';
import { fileRefusal } from '../shared/errors.tsx';
import { uploadImage } from './file-upload.ts';
import { type Progress, UploadProgress } from './UploadProgress.tsx';

export function ImageUpload({ productId, onUploaded }: { productId: string; onUploaded: () => void }) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const upload = async (files: File[]) => {
    const refused: string[] = [];
    for (const file of files) {
      setProgress({ name: file.name, share: 0 });
      const error = await uploadImage(productId, file, (share) => setProgress({ name: file.name, share }));
      if (error) refused.push(fileRefusal(file.name, error));
    }
    setProgress(null);
    setErrors(refused);
    if (refused.length < files.length) onUploaded(); // nothing to read again when every file failed
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void upload([...event.dataTransfer.files]);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the zone only adds dropping; its file input is the keyboard's way.
    <div
      className={over ? 'editor-drop is-over' : 'editor-drop'}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor="image-files">Add images (JPEG, PNG, WebP, GIF, AVIF, TIFF or HEIF, up to 20 MB), or drop them here</label>
      <input
        id="image-files"
        type="file"
        accept="image/*"
        multiple
        disabled={progress !== null}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void upload(files);
        }}
      />
      <UploadProgress progress={progress} errors={errors} />
    </div>
  );
}
