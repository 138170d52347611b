/**
 * The benchmark's floor: only React and ReactDOM, rendering a static form about the size of the
 * event calculator (header, navigation, five groups of fields, a meal table, a button). Built with
 * the app's Vite config and measured with the same Lighthouse settings, it is what any React page
 * costs on this machine; the app's figures are read against it. Never shipped.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './floor.css';

const ORIGINS = ['Mostly local', 'Mostly from this country', 'Mostly from abroad'];
const MEALS = ['Meat', 'Vegetarian', 'Coffee break'];

function Choice({ name, options }: { name: string; options: string[] }) {
  return (
    <div className="choices">
      {options.map((option, index) => (
        <label key={option}>
          <input type="radio" name={name} value={option} defaultChecked={index === 0} /> {option}
        </label>
      ))}
    </div>
  );
}

function NumberInput({
  id,
  label,
  hint,
  value,
}: {
  id: string;
  label: string;
  hint: string;
  value: number;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        defaultValue={value}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </div>
  );
}

function MealRow({ index }: { index: number }) {
  return (
    <tr>
      <td>
        <label className="visually-hidden" htmlFor={`count-${index}`}>
          Meals in row {index + 1}
        </label>
        <input id={`count-${index}`} type="text" inputMode="numeric" defaultValue={80} />
      </td>
      <td>
        <label className="visually-hidden" htmlFor={`type-${index}`}>
          Menu in row {index + 1}
        </label>
        <select id={`type-${index}`} defaultValue={MEALS[index % MEALS.length]}>
          {MEALS.map((meal) => (
            <option key={meal}>{meal}</option>
          ))}
        </select>
      </td>
      <td>
        <button type="button">Remove row {index + 1}</button>
      </td>
    </tr>
  );
}

function FloorPage() {
  return (
    <>
      <header className="header">
        <a href="/">Benchmark floor</a>
        <nav aria-label="Main">
          <ul>
            {['Event', 'Hotel stay', 'Certificates', 'Settings'].map((item) => (
              <li key={item}>
                <a href={`#${item}`}>{item}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>Calculate the emissions of an event</h1>
        <p>
          Where participants come from, what they eat and how many nights they stay: enter the event
          and calculate its emissions before you book.
        </p>
        <form onSubmit={(event) => event.preventDefault()} noValidate>
          <fieldset>
            <legend>Where do participants come from?</legend>
            <Choice name="origin" options={ORIGINS} />
          </fieldset>
          <NumberInput
            id="participants"
            label="Participants"
            hint="People attending the event."
            value={80}
          />
          <NumberInput
            id="nights"
            label="Overnight stays"
            hint="Nights per participant."
            value={1}
          />
          <fieldset>
            <legend>Main menu</legend>
            <Choice name="menu" options={MEALS} />
          </fieldset>
          <fieldset>
            <legend>Meals</legend>
            <table>
              <thead>
                <tr>
                  <th scope="col">Meals</th>
                  <th scope="col">Menu</th>
                  <th scope="col">Row</th>
                </tr>
              </thead>
              <tbody>
                {[0, 1, 2].map((index) => (
                  <MealRow key={index} index={index} />
                ))}
              </tbody>
            </table>
            <button type="button">Add a meal row</button>
          </fieldset>
          <button type="submit">Calculate</button>
        </form>
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <FloorPage />
    </StrictMode>,
  );
}
