// The rich-text toolbar's text level (Normal, Heading 1–6): a button that opens a menu. It stands in
// for ra-input-rich-text's LevelSelect, whose list item sits in a <nav> rather than a list (axe:
// listitem, serious) and takes no props to change that.
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useId, useState, useSyncExternalStore } from 'react';

type Editor = NonNullable<ReturnType<typeof useTiptapEditor>>;
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** the commands StarterKit's paragraph and heading add to a chain (their types come with packages the app does not import) */
interface LevelCommands {
  setParagraph: () => LevelCommands;
  setHeading: (attributes: { level: HeadingLevel }) => LevelCommands;
  run: () => boolean;
}

const LEVELS: { label: string; heading?: HeadingLevel }[] = [
  { label: 'Normal' },
  ...([1, 2, 3, 4, 5, 6] as const).map((heading) => ({ label: `Heading ${heading}`, heading })),
];

function levelOf(editor: Editor | null): number {
  if (!editor) return 0;
  const at = LEVELS.findIndex((l) => (l.heading ? editor.isActive('heading', { level: l.heading }) : editor.isActive('paragraph')));
  return Math.max(at, 0);
}

/** The level at the cursor and whether the editor takes edits, read again on every change of the editor. */
function useEditorLevel(editor: Editor | null): { level: number; editable: boolean } {
  const snapshot = useSyncExternalStore(
    (changed) => {
      if (!editor) return () => undefined;
      editor.on('transaction', changed).on('update', changed);
      return () => void editor.off('transaction', changed).off('update', changed);
    },
    () => `${levelOf(editor)}:${Boolean(editor?.isEditable)}`,
  );
  const [level, editable] = snapshot.split(':');
  return { level: Number(level), editable: editable === 'true' };
}

export function TextLevelMenu({ size = 'medium' }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useTiptapEditor();
  const { level, editable } = useEditorLevel(editor);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LEVELS[level].label;
  const choose = (index: number) => {
    setAnchor(null);
    const heading = LEVELS[index].heading;
    if (!editor) return;
    const chain = editor.chain().focus() as unknown as LevelCommands;
    (heading ? chain.setHeading({ level: heading }) : chain.setParagraph()).run();
  };
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        size={size}
        aria-label={`Text level: ${current}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={!editable}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 120, justifyContent: 'space-between' }}
      >
        {current}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LEVELS.map((l, index) => (
          <MenuItem key={l.label} selected={index === level} onClick={() => choose(index)}>
            {l.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
