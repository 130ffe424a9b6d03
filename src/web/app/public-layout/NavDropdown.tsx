import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from './nav-items';
import classes from './PublicLayout.module.css';

/**
 * A navbar dropdown (Solusi, Sumber Daya) in the WAI-ARIA "disclosure navigation" pattern: a button that shows a
 * list of links. Hand-made instead of Mantine's Menu, whose positioning engine would weigh ~15 KB on the landing page.
 */
export function NavDropdown({ group, entries }: { group: 'solutions' | 'resources'; entries: NavEntry[] }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();

  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={classes.dropdown}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.navLink}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(`${group}.label`)}
        <ChevronDown size={14} aria-hidden className={classes.chevron} />
      </button>
      <div id={panelId} className={classes.panel} hidden={!open}>
        <ul className={classes.panelList}>
          {entries.map((e) => {
            const body = (
              <>
                <span className={classes.entryLabel}>{t(`${group}.${e.key}.label`)}</span>
                <span className={classes.entryDescription}>{t(`${group}.${e.key}.description`)}</span>
              </>
            );
            return (
              <li key={e.key}>
                {e.to ? (
                  <Link to={e.to} className={classes.entry}>
                    {body}
                  </Link>
                ) : e.href ? (
                  <a href={e.href} className={classes.entry}>
                    {body}
                  </a>
                ) : (
                  // Nothing to link to yet: shown, labelled as coming, and not focusable.
                  <span className={classes.entry} data-disabled aria-disabled="true">
                    {body}
                    <span className={classes.soon}>{t('common:comingSoon')}</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
