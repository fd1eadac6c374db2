// The fields of the package's exported interfaces (the events' detail types, the strings), read with the TypeScript
// compiler from the declaration files in dist/, so that the site shows each field's type and its JSDoc as shipped.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** @typedef {{ name: string, type: string, optional: boolean, description: string }} DeclaredField */

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const jsDocOf = (node) =>
  (node.jsDoc ?? [])
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : (ts.getTextOfJSDocComment(doc.comment) ?? '')))
    .join(' ')
    .trim();

/**
 * Every exported interface in the declaration files under `distDir`, by name: its description and fields.
 * @returns {Map<string, { description: string, fields: DeclaredField[] }>}
 */
export function readInterfaces(distDir) {
  const interfaces = new Map();
  for (const file of declarationFiles(distDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('interface ')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      if (!ts.isInterfaceDeclaration(statement) || interfaces.has(statement.name.text)) continue;
      const fields = statement.members
        .filter((member) => member.name && (ts.isPropertySignature(member) || ts.isMethodSignature(member)))
        .map((member) => ({
          name: member.name.getText(source),
          type: ts.isMethodSignature(member)
            ? `(${member.parameters.map((parameter) => parameter.getText(source)).join(', ')}) => ${member.type?.getText(source) ?? 'void'}`
            : (member.type?.getText(source) ?? 'unknown'),
          optional: member.questionToken !== undefined,
          description: jsDocOf(member),
        }));
      interfaces.set(statement.name.text, { description: jsDocOf(statement), fields });
    }
  }
  return interfaces;
}
