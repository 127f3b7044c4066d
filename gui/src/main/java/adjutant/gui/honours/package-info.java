/** Honours of War's board: bases, hits, command figures and their radius; dragging a base moves it. */
package adjutant.gui.honours;
