import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateInPage, renderAsServer } from "./testing/server-render";
import { useTypedBeforeStart } from "./typed-before-start";

/** A form of each kind of control, each saying what the app holds for it. */
function Form({ onTake }: { onTake?: (key: string, value: string) => void }) {
  const [name, setName] = useState("");
  const [note, setNote] = useState("");
  const [metal, setMetal] = useState("gold");
  const [days, setDays] = useState("30");
  const setters: Record<string, (value: string) => void> = { name: setName, note: setNote, metal: setMetal };
  const typedBefore = useTypedBeforeStart((value, key: string) => {
    onTake?.(key, value);
    (setters[key] ?? setDays)(value);
  });
  return (
    <form>
      {/* Around the control, as a field's wrapper, or on it. */}
      <div ref={typedBefore("name")}>
        <label htmlFor="name">Name</label>
        <input id="name" value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <label htmlFor="note">Note</label>
      <textarea
        id="note"
        ref={typedBefore("note")}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div ref={typedBefore("metal")}>
        <label htmlFor="metal">Metal</label>
        <select id="metal" value={metal} onChange={(event) => setMetal(event.target.value)}>
          <option value="gold">Gold</option>
          <option value="silver">Silver</option>
        </select>
      </div>
      {["30", "90"].map((option) => (
        <label key={option} ref={typedBefore(`days-${option}`)}>
          <input
            type="radio"
            name="days"
            value={option}
            checked={days === option}
            onChange={() => setDays(option)}
          />
          {option} days
        </label>
      ))}
      <output>{JSON.stringify({ name, note, metal, days })}</output>
    </form>
  );
}

const held = () => JSON.parse(screen.getByRole("status").textContent ?? "{}");
const control = <T extends HTMLElement>(label: string) => screen.getByLabelText(label) as T;

/** The server's HTML of the form, in the page. */
async function serversForm(): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = await renderAsServer(<Form />);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("useTypedBeforeStart", () => {
  it("hands the app every value typed or picked in the server's HTML, as a change would", async () => {
    const container = await serversForm();
    const field = <T extends Element>(id: string) => container.querySelector(`#${id}`) as unknown as T;
    field<HTMLInputElement>("name").value = "Ayesha";
    field<HTMLTextAreaElement>("note").value = "A bridal set";
    field<HTMLSelectElement>("metal").value = "silver";
    (screen.getByLabelText("90 days") as HTMLInputElement).checked = true;
    field<HTMLTextAreaElement>("note").focus();
    field<HTMLTextAreaElement>("note").setSelectionRange(2, 8);

    const onTake = vi.fn();
    const { onRecoverableError } = hydrateInPage(container, <Form onTake={onTake} />);

    expect(held()).toEqual({ name: "Ayesha", note: "A bridal set", metal: "silver", days: "90" });
    expect(control<HTMLInputElement>("Name").value).toBe("Ayesha");
    expect(control<HTMLTextAreaElement>("Note").value).toBe("A bridal set");
    expect(control<HTMLSelectElement>("Metal").value).toBe("silver");
    expect(control<HTMLInputElement>("90 days").checked).toBe(true);
    expect(control<HTMLInputElement>("30 days").checked).toBe(false);
    // The very element the visitor is in, the caret and selection where they left them.
    expect(document.activeElement).toBe(control("Note"));
    expect([
      control<HTMLTextAreaElement>("Note").selectionStart,
      control<HTMLTextAreaElement>("Note").selectionEnd,
    ]).toEqual([2, 8]);
    expect(onRecoverableError).not.toHaveBeenCalled();

    // The app's own from now on: what the visitor types next adds to what they typed before.
    await userEvent.type(control("Name"), " Rahman");
    expect(held().name).toBe("Ayesha Rahman");
    expect(onTake).toHaveBeenCalledTimes(4);
  });

  it("takes nothing when the visitor changed nothing, or from a page rendered in the browser", async () => {
    const container = await serversForm();
    const untouched = vi.fn();
    hydrateInPage(container, <Form onTake={untouched} />);
    expect(held()).toEqual({ name: "", note: "", metal: "gold", days: "30" });
    expect(untouched).not.toHaveBeenCalled();

    document.body.replaceChildren();
    const rendered = vi.fn();
    render(<Form onTake={rendered} />);
    await act(async () => undefined);
    expect(rendered).not.toHaveBeenCalled();
  });
});
