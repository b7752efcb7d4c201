// Answer shapes many calls share.

/** A page of a list: the rows asked for and how many there are. */
export interface Page<Row> {
  total: number;
  result: Row[];
}

/** An answer that only says what was done. */
export interface Message {
  message: string;
}
