import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";

// Who may read a resource, derived from definitions alone: the generated procedures and any
// hand-written read of the same rows (lookup.enterprises) take their keys from here.

type Keys = [PermissionKey, ...PermissionKey[]];

const unique = (keys: Keys): Keys => [...new Set(keys)] as Keys;

/** Who may read a resource's rows: its list, view and update keys and the readers it declares. */
export function readKeys(definition: ResourceDefinition): Keys {
  const { keys } = definition;
  return unique([keys.list, ...(keys.view ? [keys.view] : []), keys.update, ...(definition.readers ?? [])]);
}

/**
 * Keys of the pages that pick rows of `name` in a lookup (their list, create and update keys):
 * they may read its choices.
 */
export function lookupReaders(name: string, definitions: readonly ResourceDefinition[]): PermissionKey[] {
  return definitions.flatMap((definition) =>
    Object.values(definition.fields).some(
      (spec) => (spec.widget.kind === "lookup" || spec.widget.kind === "lookupList") && spec.widget.source === name,
    )
      ? // The forms pick one; the list filters by one.
        [definition.keys.list, definition.keys.create, definition.keys.update]
      : [],
  );
}

/**
 * Who may read a resource's choices (a select's options): its readers, every kit page with a
 * lookup of it, and the pages outside the kit its definition names as choosers.
 */
export function choiceKeys(definition: ResourceDefinition, definitions: readonly ResourceDefinition[]): Keys {
  return unique([
    ...readKeys(definition),
    ...lookupReaders(definition.name, definitions),
    ...(definition.choosers ?? []),
  ]);
}
