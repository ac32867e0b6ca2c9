import { useEffect, useRef } from 'react';
import type { PoiEditor } from './usePoiEditor';

/** Fields and open dialogs keep their own keys (a text field's Delete and Ctrl+Z are the browser's). */
const OWN_KEYS = 'input, textarea, select, [contenteditable="true"], [role="dialog"], [role="presentation"], [role="listbox"], [role="menu"]';

/** Issue 6 keyboard: Delete removes the selected POI, Escape cancels placing or the selection, Ctrl+Z undoes. */
export const useEditorKeys = (editor: PoiEditor, enabled: boolean) => {
  const ref = useRef(editor);
  ref.current = editor;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const current = ref.current;
      const target = event.target instanceof Element ? event.target : null;
      const elsewhere = target?.closest(OWN_KEYS) != null;
      if (event.key === 'Escape') {
        if (current.placing) current.setPlacing(false);
        else if (!elsewhere) current.select(null);
        return;
      }
      if (elsewhere || current.busy) return;
      if (event.key === 'Delete' && current.selected) {
        event.preventDefault();
        current.remove(current.selected.id);
      } else if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        current.undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
};
