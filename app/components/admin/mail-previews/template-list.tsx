import { Link, useNavigate } from "react-router";
import { SelectField } from "../../ui/field";
import type { MailTemplateDto } from "../../../../contract/mail-previews";

/** The templates by group; the chosen one is marked and each is a link, so a preview has its own address. */
export function TemplateList({ templates, current }: { templates: MailTemplateDto[]; current: string }) {
  const groups = [...new Set(templates.map((t) => t.group))];
  return (
    <nav aria-label="Mail templates" className="space-y-4">
      {groups.map((group) => (
        <div key={group}>
          <h2 className="mb-1 px-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{group}</h2>
          <ul className="space-y-0.5">
            {templates
              .filter((t) => t.group === group)
              .map((t) => (
                <li key={t.key}>
                  <Link
                    to={`?template=${t.key}`}
                    aria-current={t.key === current ? "page" : undefined}
                    className={`block rounded-lg px-2 py-1.5 text-sm ${t.key === current ? "bg-orange-50 font-semibold text-orange-700" : "text-slate-700 hover:bg-slate-50"}`}
                  >
                    {t.name}
                  </Link>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** On a phone the list would push the mail below the fold: one select, grouped the same way, instead. */
export function TemplateSelect({ templates, current }: { templates: MailTemplateDto[]; current: string }) {
  const navigate = useNavigate();
  const groups = [...new Set(templates.map((t) => t.group))];
  return (
    <SelectField label="Mail template" value={current} onChange={(e) => navigate(`?template=${e.target.value}`)}>
      {groups.map((group) => (
        <optgroup key={group} label={group}>
          {templates.filter((t) => t.group === group).map((t) => <option key={t.key} value={t.key}>{t.name}</option>)}
        </optgroup>
      ))}
    </SelectField>
  );
}
