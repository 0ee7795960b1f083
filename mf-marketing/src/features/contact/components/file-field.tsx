import { useState, type ChangeEvent } from 'react';
import { FieldMessages } from '../../../shared/components/fields';
import { ACCEPT, addFiles, formatSize, MAX_FILE_BYTES, MAX_FILES } from '../lib/files';
import { FILES_NEED_SCRIPT } from '../model/contact-messages';

interface Props {
  id: string;
  files: File[];
  onChange(files: File[]): void;
}

/** Attach up to three PDFs or images; each one can be removed; what cannot be attached is said. */
export function FileField({ id, files, onChange }: Props) {
  const [problems, setProblems] = useState<string[]>([]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const added = addFiles(files, Array.from(event.target.files ?? []));
    setProblems(added.problems);
    onChange(added.files);
    event.target.value = ''; // the same file can be picked again after removing it
  };

  const hint = `PDF or images (PNG, JPEG, GIF, WebP), up to ${formatSize(MAX_FILE_BYTES)} each, ${MAX_FILES} files at most.`;
  return (
    <div className="mk-field mk-field--wide">
      <label className="mk-field__label" htmlFor={id}>
        Attach files <span className="mk-field__optional">(optional)</span>
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={files.length >= MAX_FILES}
        aria-describedby={`${id}-hint${problems.length ? ` ${id}-error` : ''}`}
        onChange={onPick}
      />
      <FieldMessages id={id} hint={hint} error={problems.length ? problems.join(' ') : undefined} />
      {/* True only without the script (shown then only): the plain form posts no files. */}
      <p className="mk-small mk-contact__noscript">{FILES_NEED_SCRIPT}</p>
      {files.length > 0 && (
        <ul className="mk-files" aria-label="Attached files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`} className="mk-files__item">
              <span>
                {file.name} <span className="mk-small">({formatSize(file.size)})</span>
              </span>
              <button type="button" className="rv-button mk-files__remove" onClick={() => onChange(files.filter((f) => f !== file))}>
                Remove<span className="rv-visually-hidden"> {file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
