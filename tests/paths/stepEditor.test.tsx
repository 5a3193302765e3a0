import { printCoverageTable, runScreenPaths } from './runner';
import { stepEditorPaths } from './stepEditor.paths';

runScreenPaths(stepEditorPaths);
printCoverageTable();
