// The periods the page offers, as the flow procedures' input (the origin's `flag`).

export type PeriodChoice = "today" | "yesterday" | "days7" | "days30" | "range";
type FlowPeriodInput = { flag: number; begin?: string; end?: string; lastDays?: number };

export function periodInput(choice: PeriodChoice, range: [string | undefined, string | undefined]): FlowPeriodInput {
  switch (choice) {
    case "today":
      return { flag: 4 };
    case "yesterday":
      return { flag: 6 };
    case "days7":
      // The server counts the days back from China's today: this browser's clock may be elsewhere.
      return { flag: 3, lastDays: 7 };
    case "days30":
      return { flag: 3, lastDays: 30 };
    default: {
      const [begin, end] = range;
      return begin && end ? { flag: 3, begin, end } : { flag: 4 };
    }
  }
}

/** A table as CSV text (with a BOM, so spreadsheet programs read the Chinese right). */
export function csvText(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    // A leading =, +, - or @ would run as a formula in a spreadsheet.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}

export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
