// A project's floor plans as a table (spec 02 §2: Type, Carpet Area (Sq.Ft.), Price (all inclusive)):
// in the project panel and in the fact-sheet preview.
import { HTMLTable } from '@blueprintjs/core';
import type { FactSheetPlan } from '../../shared/pdf/factSheet';

type FloorPlanTableProps = { plans: readonly FactSheetPlan[]; className?: string };

export function FloorPlanTable({ plans, className }: FloorPlanTableProps) {
  return (
    <HTMLTable compact striped className={className}>
      <thead>
        <tr>
          <th>Type</th>
          <th>Carpet Area (Sq.Ft.)</th>
          <th>Price (all inclusive)</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((plan) => (
          <tr key={`${plan.type}-${plan.area}-${plan.price}`}>
            <td>{plan.type}</td>
            <td>{plan.area}</td>
            <td>{plan.price}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
