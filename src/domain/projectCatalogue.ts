// The project search answered from the device's copy of the catalogue (offline), matching as the
// server's GET /projects/auto_complete does: names containing the text, any case; names starting with
// it first, then by name; at most 20.

export type CatalogueProject = { id: number; name: string };

export const PROJECT_MATCHES_LIMIT = 20;

export function matchProjects(catalogue: readonly CatalogueProject[], query: string): CatalogueProject[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  return catalogue
    .map((project) => ({ project, at: project.name.toLowerCase().indexOf(q) }))
    .filter(({ at }) => at >= 0)
    .sort(
      (a, b) =>
        Number(b.at === 0) - Number(a.at === 0) ||
        a.project.name.localeCompare(b.project.name) ||
        a.project.id - b.project.id,
    )
    .slice(0, PROJECT_MATCHES_LIMIT)
    .map(({ project }) => project);
}
