import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { type Column, DataTable, WINDOWED_FROM_ROWS } from "./data-table";

interface Row {
  id: string;
  name: string;
  weight: number;
}

const rows: Row[] = [
  { id: "a", name: "Ring", weight: 4.2 },
  { id: "b", name: "Chain", weight: 12 },
  { id: "c", name: "Bangle", weight: 20.5 },
];
const columns: Column<Row>[] = [
  { key: "name", header: "Item", render: (row) => row.name, compare: (x, y) => x.name.localeCompare(y.name) },
  { key: "weight", header: "Weight", render: (row) => row.weight, compare: (x, y) => x.weight - y.weight },
];

function Harness({ onOpen }: { onOpen: (row: Row) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <>
      <p data-testid="selected">{[...selected].sort().join(",")}</p>
      <DataTable
        label="Items"
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowName={(row) => row.name}
        selected={selected}
        onSelectedChange={setSelected}
        onOpen={onOpen}
        empty="Nothing here"
      />
    </>
  );
}

const names = () =>
  within(screen.getByRole("table", { name: "Items" }))
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[1]?.textContent);

describe("DataTable", () => {
  it("sorts by a column, ascending then descending, and says so", async () => {
    render(<Harness onOpen={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Weight" }));
    expect(names()).toEqual(["Ring", "Chain", "Bangle"]);
    await userEvent.click(screen.getByRole("button", { name: "Weight" }));
    expect(names()).toEqual(["Bangle", "Chain", "Ring"]);
    expect(screen.getByRole("columnheader", { name: "Weight" }).getAttribute("aria-sort")).toBe("descending");
  });

  it("selects rows one by one or all at once", async () => {
    render(<Harness onOpen={() => {}} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Chain" }));
    expect(screen.getByTestId("selected").textContent).toBe("b");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByTestId("selected").textContent).toBe("a,b,c");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByTestId("selected").textContent).toBe("");
  });

  it("moves between rows with the arrow keys, selects with Space and opens with Enter", () => {
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} />);
    const bodyRows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    const [first, second] = bodyRows;
    if (!first || !second) throw new Error("rows missing");
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowDown" });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: " " });
    expect(screen.getByTestId("selected").textContent).toBe("b");
    fireEvent.keyDown(second, { key: "Enter" });
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
  });

  it("shows its empty state when there are no rows", () => {
    render(
      <DataTable
        label="Items"
        rows={[]}
        columns={columns}
        rowId={(row: Row) => row.id}
        rowName={(row: Row) => row.name}
        selected={new Set()}
        onSelectedChange={() => {}}
        onOpen={() => {}}
        empty="Nothing here"
      />,
    );
    expect(screen.getByText("Nothing here")).toBeTruthy();
  });
});

describe("DataTable with thousands of rows", () => {
  const many: Row[] = Array.from({ length: 5000 }, (_, n) => ({
    id: `r${n}`,
    name: `Piece ${n}`,
    weight: n,
  }));

  // The test's document lays nothing out: the pane is given a desktop's size.
  function LongHarness() {
    const [selected, setSelected] = useState<Set<string>>(new Set());
    const pane = useRef<HTMLDivElement | null>(null);
    const sized = (element: HTMLDivElement | null) => {
      if (element)
        Object.defineProperties(element, { offsetHeight: { value: 800 }, offsetWidth: { value: 1280 } });
      pane.current = element;
    };
    return (
      <div ref={sized} style={{ height: 800, overflow: "auto" }}>
        <p data-testid="selected">{selected.size}</p>
        <DataTable
          label="Items"
          rows={many}
          columns={columns}
          rowId={(row) => row.id}
          rowName={(row) => row.name}
          selected={selected}
          onSelectedChange={setSelected}
          onOpen={() => {}}
          empty="Nothing here"
          scrollParent={pane}
        />
      </div>
    );
  }

  it("draws only a window of rows, tells assistive technology the whole count, and selects every row", async () => {
    render(<LongHarness />);
    const table = screen.getByRole("table", { name: "Items" });
    const drawn = table.querySelectorAll("tbody tr[data-index]");
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(WINDOWED_FROM_ROWS);
    expect(table.getAttribute("aria-rowcount")).toBe("5001");

    await userEvent.click(screen.getByRole("checkbox", { name: "Select all rows" }));
    expect(screen.getByTestId("selected").textContent).toBe("5000");
  });
});
