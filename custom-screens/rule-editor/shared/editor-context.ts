// What every part of the structured editor needs without passing it down by hand: the facts and
// operators it may offer, the problems by path, and whether the version can be edited at all.
import { createContext, useContext } from 'react';
import type { Vocabulary } from '../api/rule-types.js';
import { pathText, type Path, type ProblemIndex } from '../model/paths.js';

export interface EditorContextValue {
  vocabulary: Vocabulary;
  problems: ProblemIndex;
  readOnly: boolean;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditorContext(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('The rule editor parts need an EditorContext.');
  return value;
}

/** The server's messages about exactly this path, joined, or undefined. */
export function useProblemAt(path: Path, ...suffix: (string | number)[]): string | undefined {
  const { problems } = useEditorContext();
  return problems.get(pathText([...path, ...suffix]))?.join(' ');
}

export const operatorLabel = (vocabulary: Vocabulary, name: string) => vocabulary.operators.find((o) => o.name === name)?.label ?? name;
