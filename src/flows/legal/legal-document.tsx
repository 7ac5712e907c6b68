import { useI18n } from '../../i18n';
import './legal.css';

export interface LegalSection {
  id: string;
  heading: string;
  /** A paragraph, or a list when the entry is an array. */
  body: (string | string[])[];
}

export interface LegalText {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

/**
 * A long legal text: title, introduction, a linked table of contents and numbered sections. The
 * text is marked as in `lang`; the note and the contents' title are the page's, marked as such.
 */
export function LegalDocument({ text, lang, note }: { text: LegalText; lang: 'es' | 'en'; note?: string }) {
  const { t, lang: pageLang } = useI18n();
  return (
    <article className="legal" lang={lang}>
      <h1>{text.title}</h1>
      {note && (
        <p className="legal__note" lang={pageLang}>
          {note}
        </p>
      )}
      {text.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <nav aria-label={t('legal.contents')} className="legal__toc" lang={pageLang}>
        <h2>{t('legal.contents')}</h2>
        <ol lang={lang}>
          {text.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="legal__section">
          <h2 id={`${s.id}-h`}>
            {i + 1}. {s.heading}
          </h2>
          {s.body.map((b, j) =>
            Array.isArray(b) ? (
              <ul key={j}>
                {b.map((li) => (
                  <li key={li}>{li}</li>
                ))}
              </ul>
            ) : (
              <p key={j}>{b}</p>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
