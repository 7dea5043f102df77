import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { categoryName, metalName } from "../../i18n/jewelry-terms";
import { useAdminApi } from "../api/use-admin-api";
import { ADMIN_SCREENS } from "./admin-nav";
import styles from "./command-palette.module.css";

interface Destination {
  to: string;
  label: string;
  meta?: string;
  /** What the typed words are looked for in. */
  searchText: string;
}

interface Group {
  heading: string;
  destinations: Destination[];
}

/** Every typed word appears somewhere in the destination, in any order and any case. */
const matches = (destination: Destination, words: string[]) =>
  words.every((word) => destination.searchText.includes(word));

/**
 * Ctrl/⌘+K: jump to any screen or any jewellery item by typing part of its name.
 *
 * A native modal <dialog>, like the admin's other dialogs: the browser makes the page behind inert
 * and Esc cancels, with no script injecting <style> elements (the content policy, style-src 'self',
 * refuses those; scroll-lock libraries rely on them) and no dialog library in the admin's code.
 */
export function CommandPalette({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const call = useAdminApi();
  const [items, setItems] = useState<JewelryItem[]>([]);
  const dialog = useRef<HTMLDialogElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!open) return;
    call("listJewelry").then(setItems, () => setItems([]));
  }, [open, call]);

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      element?.showModal();
      search.current?.focus();
    }
    if (!open && element?.open) element.close();
  }, [open]);

  const closed = () => {
    onOpenChange(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };

  const go = (to: string) => {
    // The owner is going somewhere new: focus belongs to that screen, not to where the palette opened.
    returnFocus.current = null;
    onOpenChange(false);
    navigate(to);
  };

  const groups = useMemo<Group[]>(
    () => [
      {
        heading: t("admin.palette.screens"),
        destinations: ADMIN_SCREENS.map((screen) => ({
          to: screen.to,
          label: t(screen.label),
          searchText: t(screen.label).toLowerCase(),
        })),
      },
      {
        heading: t("admin.palette.items"),
        destinations: items.map((item) => ({
          to: `/admin/jewelry/${item._id}`,
          label: item.name,
          meta: `${categoryName(item.category)} · ${metalName(item.metal)}`,
          // The owner may type a category or metal in either language.
          searchText: [
            item.name,
            item.bn?.name,
            item.category,
            categoryName(item.category),
            item.metal,
            metalName(item.metal),
            item._id,
          ]
            .join(" ")
            .toLowerCase(),
        })),
      },
    ],
    [items],
  );

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop dismisses, as Esc does from the keyboard
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={t("admin.palette.label")}
      onClose={closed}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open && <PaletteSearch inputRef={search} groups={groups} onChoose={go} />}
    </dialog>
  );
}

/** The search box and what it finds: arrows move through the matches, Enter goes to the chosen one. */
function PaletteSearch({
  inputRef,
  groups,
  onChoose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  groups: Group[];
  onChoose: (to: string) => void;
}) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const id = useId();

  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const found = groups
    .map((group) => ({ ...group, destinations: group.destinations.filter((d) => matches(d, words)) }))
    .filter((group) => group.destinations.length > 0);
  const flat = found.flatMap((group) => group.destinations);
  const current = Math.min(active, flat.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  // Keep the chosen match in sight as the arrows move past the list's edge.
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: "nearest" });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const chosen = flat[current];
    if (event.key === "ArrowDown") setActive(Math.min(current + 1, flat.length - 1));
    else if (event.key === "ArrowUp") setActive(Math.max(current - 1, 0));
    else if (event.key === "Enter" && chosen) onChoose(chosen.to);
    else return;
    event.preventDefault();
  };

  return (
    <div className={styles.palette}>
      <input
        ref={inputRef}
        className={styles.input}
        role="combobox"
        aria-label={t("admin.palette.label")}
        aria-expanded={flat.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t("admin.palette.placeholder")}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        ref={list}
        id={`${id}-list`}
        role="listbox"
        aria-label={t("admin.palette.label")}
        className={styles.list}
      >
        {found.map((group, groupIndex) => (
          <div key={group.heading} role="presentation">
            <div id={`${id}-group-${groupIndex}`} className={styles.heading} aria-hidden="true">
              {group.heading}
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox; a fieldset groups form fields */}
            <div role="group" aria-labelledby={`${id}-group-${groupIndex}`}>
              {group.destinations.map((destination) => {
                const position = flat.indexOf(destination);
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the search box (arrows, Enter)
                  <div
                    key={destination.to}
                    id={optionId(position)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={position === current}
                    className={styles.item}
                    onMouseMove={() => setActive(position)}
                    onClick={() => onChoose(destination.to)}
                  >
                    {destination.label}
                    {destination.meta && <span className={styles.meta}>{destination.meta}</span>}
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
      {flat.length === 0 && <p className={styles.empty}>{t("admin.palette.empty")}</p>}
    </div>
  );
}
