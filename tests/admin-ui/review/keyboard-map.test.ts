// The review screen's key map (custom-screens/review/keyboard.ts): each key's action, the keys left
// to the browser and to typing, and a help table that lists exactly the keys the map answers.
import { afterEach, describe, expect, it } from 'vitest';
import { KEY_BINDINGS, actionForKey, isTyping } from '../../../custom-screens/review/keyboard.js';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<{ ctrlKey: boolean; altKey: boolean; metaKey: boolean }> = {}) =>
  actionForKey({ key, target, ctrlKey: false, altKey: false, metaKey: false, ...mods });

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('review screen keys', () => {
  it('decides with a, n and s, moves with j and k, and opens the help with ?', () => {
    expect(press('a')).toEqual({ kind: 'decide', decision: 'approved' });
    expect(press('n')).toEqual({ kind: 'decide', decision: 'notapproved' });
    expect(press('s')).toEqual({ kind: 'decide', decision: 'secondreview' });
    expect(press('j')).toEqual({ kind: 'go', direction: 'next' });
    expect(press('k')).toEqual({ kind: 'go', direction: 'previous' });
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press('/')).toEqual({ kind: 'focus', target: 'notes' });
    expect(press('f')).toEqual({ kind: 'focus', target: 'feedback' });
    expect(press('t')).toEqual({ kind: 'tags' });
    // Caps Lock on: the same keys
    expect(press('N')).toEqual({ kind: 'decide', decision: 'notapproved' });
  });

  it('sets the rubric with 0 to 5 and leaves 6 to 9 alone', () => {
    for (const value of [0, 1, 2, 3, 4, 5]) expect(press(String(value))).toEqual({ kind: 'rubric', value });
    for (const key of ['6', '9', 'x', 'Enter', 'ArrowDown', 'Tab']) expect(press(key)).toBeNull();
  });

  it('leaves keys with Ctrl, Alt or Meta to the browser', () => {
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('n', document.body, { metaKey: true })).toBeNull();
    expect(press('s', document.body, { altKey: true })).toBeNull();
  });

  it('takes no key while the analyst types: text boxes, text areas, selects, editable areas and combo boxes', () => {
    for (const html of [
      '<input data-target type="text">',
      '<input data-target>',
      '<input data-target type="search">',
      '<input data-target type="number">',
      '<textarea data-target></textarea>',
      '<select data-target><option>1</option></select>',
      '<div data-target contenteditable="true">x</div>',
      '<div role="combobox"><span data-target>choose</span></div>',
    ]) {
      const target = element(html);
      expect(isTyping(target), html).toBe(true);
      expect(press('n', target), html).toBeNull();
      expect(press('3', target), html).toBeNull();
    }
  });

  it('takes keys on a ticked checkbox, a radio or a button: they are not typing', () => {
    for (const html of ['<input data-target type="checkbox">', '<input data-target type="radio">', '<button data-target>Go</button>']) {
      const target = element(html);
      expect(press('n', target), html).toEqual({ kind: 'decide', decision: 'notapproved' });
    }
  });

  it('takes no key inside a dialog: the dialog has its own', () => {
    const target = element('<div role="dialog"><button data-target>Save</button></div>');
    expect(press('a', target)).toBeNull();
  });

  it('lists in the help every key the map answers, and answers every key the help lists', () => {
    // Enter and Esc belong to a decision's countdown and to dialogs, not to the map
    const listed = KEY_BINDINGS.flatMap((b) => (b.keys === '0 – 5' ? ['0', '1', '2', '3', '4', '5'] : b.keys === 'Esc' || b.keys === 'Enter' ? [] : [b.keys]));
    for (const key of listed) expect(press(key), key).not.toBeNull();
    const answered = [...'abcdefghijklmnopqrstuvwxyz0123456789/?'].filter((k) => press(k) !== null);
    expect(answered.sort()).toEqual([...listed].sort());
  });
});
