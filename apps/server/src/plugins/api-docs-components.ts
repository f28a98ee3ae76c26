import { departmentNodeOutput } from '@swp/core/department/responses';
import { specialtyTreeNodeOutput } from '@swp/core/specialist/responses';
import { z } from 'zod';

/**
 * Recursive answer schemas (the trees) cannot be written inline: each becomes a named component of the document
 * that its routes `$ref`. fastify-type-provider-zod names components by their `id` in zod's global registry; a new
 * recursive schema missing here leaves a dangling `$ref`, which the document's validation test catches.
 */
const COMPONENTS: Record<string, z.ZodType> = {
  DepartmentNode: departmentNodeOutput,
  SpecialtyTreeNode: specialtyTreeNodeOutput,
};

export function registerApiDocsComponents() {
  for (const [id, schema] of Object.entries(COMPONENTS)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}
