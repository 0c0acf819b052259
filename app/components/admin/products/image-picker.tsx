import { useId, useState } from "react";
import { AdminIcon } from "../layout/admin-icons";
import { type ImageDraft, newKey } from "./draft";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Pictures of one product, dimension or condition: thumbnails of the kept and the new ones, a remove
 * button on each, and a file input. The server checks the content again; this only spares a useless upload.
 */
export function ImagePicker({ label, images, onChange }: { label: string; images: ImageDraft[]; onChange: (images: ImageDraft[]) => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);

  function add(files: FileList | null) {
    if (!files) return;
    const accepted: ImageDraft[] = [];
    const refused: string[] = [];
    for (const file of Array.from(files)) {
      if (!ACCEPT.split(",").includes(file.type)) refused.push(`${file.name}: not a JPEG, PNG, WebP or AVIF image`);
      else if (file.size > MAX_BYTES) refused.push(`${file.name}: larger than 10 MB`);
      else accepted.push({ key: newKey(), file, preview: URL.createObjectURL(file) });
    }
    setProblem(refused.length ? refused.join("; ") : null);
    if (accepted.length) onChange([...images, ...accepted]);
  }

  function remove(key: string) {
    const gone = images.find((i) => i.key === key);
    if (gone && "preview" in gone) URL.revokeObjectURL(gone.preview);
    onChange(images.filter((i) => i.key !== key));
  }

  return (
    <div>
      <p className="mb-1 text-sm font-medium text-slate-700">{label}</p>
      <ul className="flex flex-wrap gap-3">
        {images.map((img, i) => (
          <li key={img.key} className="relative">
            <img
              src={"url" in img ? img.url : img.preview}
              alt={`${label} ${i + 1}${"file" in img ? " (new)" : ""}`}
              className="size-20 rounded-lg border border-slate-200 bg-slate-100 object-cover"
            />
            {"file" in img && <span className="absolute bottom-1 left-1 rounded bg-orange-600 px-1 text-[10px] font-bold text-white">NEW</span>}
            <button
              type="button"
              onClick={() => remove(img.key)}
              className="absolute -top-2 -right-2 rounded-full bg-white p-1 text-slate-600 shadow ring-1 ring-slate-200 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-600"
            >
              <AdminIcon name="close" className="size-3.5" label={`Remove picture ${i + 1}`} />
            </button>
          </li>
        ))}
        <li>
          <label
            htmlFor={id}
            className="flex size-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-slate-300 text-xs font-medium text-slate-600 hover:border-orange-500 hover:text-orange-700 focus-within:outline-2 focus-within:outline-orange-600"
          >
            <AdminIcon name="image" className="size-5" />
            Add
            <input id={id} type="file" accept={ACCEPT} multiple className="sr-only" aria-label={`Add pictures: ${label}`} onChange={(e) => {
              add(e.target.files);
              e.target.value = "";
            }} />
          </label>
        </li>
      </ul>
      <p className="mt-1 text-xs text-slate-500">JPEG, PNG, WebP or AVIF, up to 10 MB each.</p>
      {problem && <p role="alert" className="mt-1 text-xs font-medium text-red-700">{problem}</p>}
    </div>
  );
}
