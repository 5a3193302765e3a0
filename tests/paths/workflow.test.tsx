import { printCoverageTable, runScreenPaths } from './runner';
import { workflowPaths } from './workflow.paths';

runScreenPaths(workflowPaths);
printCoverageTable();
