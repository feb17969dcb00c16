import type { CustomElementDeclaration, Package } from 'custom-elements-manifest/schema.d.ts';
import type { ReactNode } from 'react';
import manifestJson from '../../../../custom-elements.json';

// The design system's own manifest (generated from src/element.api.ts): the tables below are
// what template maintainers read in the README, never a copy of it.
const manifest = manifestJson as Package;
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
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
          <ApiTable
            caption={`Attributes of <${element.tagName}>`}
            head={['attribute', 'type', 'default', 'meaning']}
            rows={(element.attributes ?? []).map((attribute) => [
              attribute.name,
              <code key="type">{attribute.type?.text}</code>,
              attribute.default === undefined ? '—' : <code key="default">{JSON.stringify(attribute.default)}</code>,
              attribute.description,
            ])}
          />
          {element.events?.length ? (
            <ApiTable
              caption={`Events of <${element.tagName}>`}
              head={['event', 'type', 'when']}
              rows={element.events.map((event) => [
                event.name,
                <code key="type">{event.type.text}</code>,
                event.description,
              ])}
            />
          ) : null}
        </div>
      ))}
    </section>
  );
}

/** One table: the first cell of a row is its (code) header. */
function ApiTable({ caption, head, rows }: { caption: string; head: string[]; rows: [string, ...ReactNode[]][] }) {
  return (
    <table className="gallery__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            {cells.map((cell, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are fixed
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
