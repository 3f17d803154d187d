#!/bin/sh
# compile sources and tests into out/
set -e
J=/usr/share/java
javac -d out src/*.java
javac -d out -cp out:$J/junit-jupiter-api.jar:$J/junit-jupiter-params.jar:$J/apiguardian-api.jar:$J/opentest4j.jar test/*.java
