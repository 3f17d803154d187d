#!/bin/sh
set -e
mkdir -p out
javac -d out -cp /usr/share/java/junit-platform-console-standalone.jar *.java
