import type { KeyboardEvent } from "react";

/**
 * Keyboard for a group of role="radio" buttons (WAI-ARIA radio group pattern): one Tab stop, arrow keys move to
 * the next or previous choice and choose it, Home and End jump to the ends. Enter and Space work because each
 * choice is a real button. `columns` makes Up and Down move by a row, as in a calendar.
 */
export function rovingRadioKeys(columns?: number) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const radios = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]'));
    const current = radios.indexOf(document.activeElement as HTMLButtonElement);
    if (current === -1) return;
    const enabled = (index: number) => radios[index] !== undefined && !radios[index]!.disabled;
    const search = (from: number, step: 1 | -1) => {
      for (let index = from; index >= 0 && index < radios.length; index += step) if (enabled(index)) return index;
      return -1;
    };
    let target: number;
    switch (event.key) {
      case "ArrowRight":
        target = search(current + 1, 1);
        break;
      case "ArrowLeft":
        target = search(current - 1, -1);
        break;
      case "ArrowDown":
        target = search(current + (columns ?? 1), 1);
        break;
      case "ArrowUp":
        target = search(current - (columns ?? 1), -1);
        break;
      case "Home":
        target = search(0, 1);
        break;
      case "End":
        target = search(radios.length - 1, -1);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target === -1) return;
    radios[target]!.focus();
    radios[target]!.click();
  };
}

/** The one choice in the group that Tab reaches: the chosen one, else the first that can be chosen. */
export function tabStopIndex(choices: readonly { selected: boolean; disabled?: boolean }[]): number {
  const selected = choices.findIndex((choice) => choice.selected && !choice.disabled);
  return selected !== -1 ? selected : choices.findIndex((choice) => !choice.disabled);
}
