/** A form control that holds an address value. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isFieldElement(element: Element | null): element is FieldElement {
  return (
    !!element && (element.localName === 'input' || element.localName === 'select' || element.localName === 'textarea')
  );
}
