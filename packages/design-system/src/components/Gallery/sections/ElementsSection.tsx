import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema.d.ts';
import manifestJson from '../../../../custom-elements.json';

// The design system's own manifest (generated from src/element.api.ts): the tables below are
// what template maintainers read in the README, never a copy of it.
const manifest = manifestJson as Package;
const elements = manifest.modules
  .flatMap((module) => module.declarations)
  .filter((declaration): declaration is CustomElementDeclaration => 'customElement' in declaration);

/** The attributes and events of each design-system element, from custom-elements.json. */
export function ElementsSection() {
  return (
    <section className="gallery__section" aria-labelledby="gallery-elements" lang="en">
      <h2 id="gallery-elements">Elements for templates</h2>
      {elements.map((element) => (
        <div key={element.tagName} className="gallery__api" data-testid={`api-${element.tagName}`}>
          <h3>
            <code>{`<${element.tagName}>`}</code>
          </h3>
          <p>{element.summary}</p>
          <div className="gallery__table-scroll">
            <table className="gallery__table">
              <caption>{`Attributes of <${element.tagName}>`}</caption>
              <thead>
                <tr>
                  <th scope="col">attribute</th>
                  <th scope="col">type</th>
                  <th scope="col">default</th>
                  <th scope="col">meaning</th>
                </tr>
              </thead>
              <tbody>
                {element.attributes?.map((attribute) => (
                  <tr key={attribute.name}>
                    <th scope="row">
                      <code>{attribute.name}</code>
                    </th>
                    <td>
                      <code>{attribute.type?.text}</code>
                    </td>
                    <td>{attribute.default === undefined ? '—' : <code>{JSON.stringify(attribute.default)}</code>}</td>
                    <td>{attribute.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {element.events?.length ? (
            <div className="gallery__table-scroll">
              <table className="gallery__table">
                <caption>{`Events of <${element.tagName}>`}</caption>
                <thead>
                  <tr>
                    <th scope="col">event</th>
                    <th scope="col">type</th>
                    <th scope="col">when</th>
                  </tr>
                </thead>
                <tbody>
                  {element.events.map((event) => (
                    <tr key={event.name}>
                      <th scope="row">
                        <code>{event.name}</code>
                      </th>
                      <td>
                        <code>{event.type.text}</code>
                      </td>
                      <td>{event.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
